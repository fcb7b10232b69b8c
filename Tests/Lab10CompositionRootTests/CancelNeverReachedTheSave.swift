/// What a save parked in ``PendingSave`` throws when the task that should have cancelled it was
/// cancelled and the save never heard: `post` ran the save in a task of its own.
struct CancelNeverReachedTheSave: Error {}
