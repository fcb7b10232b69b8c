/// Whether a task has ended, seen without awaiting it.
@MainActor
final class Ended {
  private(set) var isDone = false

  init(_ task: Task<Void, Never>) {
    Task { [weak self] in
      await task.value
      self?.isDone = true
    }
  }
}
