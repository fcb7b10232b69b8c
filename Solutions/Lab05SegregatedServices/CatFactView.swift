#if canImport(SwiftUI)
  import SwiftUI

  /// The cat-fact screen. It reads `viewModel.state` and nothing else; `@Observable` makes SwiftUI
  /// redraw it when the state changes. (Linux has no SwiftUI, so this file compiles only on Apple
  /// platforms; the tests never need it.)
  ///
  /// ```swift
  /// CatFactView(viewModel: CatFactViewModel(service: CatService(client: client, baseURL: baseURL)))
  /// ```
  public struct CatFactView: View {
    let viewModel: CatFactViewModel

    public init(viewModel: CatFactViewModel) {
      self.viewModel = viewModel
    }

    public var body: some View {
      VStack(spacing: 16) {
        switch viewModel.state {
        case .initial:
          Text("Tap the button for a cat fact.")
        case .loading:
          ProgressView()
        case .loaded(let fact):
          Text(fact.fact)
        case .failed(let error):
          Text(error.message)
            .foregroundStyle(.red)
        }
        Button("Fetch another") {
          viewModel.fetch()
        }
        .disabled(viewModel.state.isLoading)
      }
      .padding()
      .onAppear {
        viewModel.fetch()
      }
      .onDisappear {
        viewModel.cancel()
      }
    }
  }

  /// One preview per state, driven by the library's fetch-only doubles (a test uses StubCatFacts too).
  struct CatFactView_Previews: PreviewProvider {
    static var previews: some View {
      CatFactView(viewModel: CatFactViewModel(service: StubCatFacts(answer: .success(previewFact))))
        .previewDisplayName("Loaded")
      CatFactView(viewModel: CatFactViewModel(service: PendingCatFacts()))
        .previewDisplayName("Loading")
      CatFactView(viewModel: CatFactViewModel(service: StubCatFacts(answer: .failure(.offline))))
        .previewDisplayName("Failed: offline")
      CatFactView(viewModel: CatFactViewModel(service: StubCatFacts(answer: .failure(.server(status: 503)))))
        .previewDisplayName("Failed: server")
    }

    static let previewFact = CatFact(fact: "A group of cats is called a clowder.", length: 36)
  }
#endif
