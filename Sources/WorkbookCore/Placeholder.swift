public enum WorkbookCore {}
