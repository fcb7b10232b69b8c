/// What a task number is called on every screen: `Task 2`, or `Other tests` for the tests in no
/// task's file (task 0: a lab of kind tests' top-level tests, a helper suite). The check, the
/// room's terminal view and its page all say the same.
///
/// ```swift
/// TaskName.of(2)   // "Task 2"
/// TaskName.of(0)   // "Other tests"
/// ```
enum TaskName {
  static func of(_ task: Int) -> String {
    task == 0 ? "Other tests" : "Task \(task)"
  }
}
