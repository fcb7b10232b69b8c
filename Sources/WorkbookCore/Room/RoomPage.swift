import Foundation

/// The room as one self-contained HTML page for the projector: it loads nothing (its content
/// security policy allows only its own style and its one script, by nonce), and reloads itself
/// every few seconds. A funnel per lab (finished, on it, stuck), the whiteboard cue, and a grid of
/// learners × labs with, per learner, the state in a word and a symbol, the first failing test,
/// the hints taken and the last check. Every string that came from the room passes through
/// `RoomText.html`.
///
/// The script does three things a projector needs and nothing else: it shrinks the page's type
/// until the whole room fits the screen (`data-fit` on the body says whether it did), keeps the
/// scroll position across reloads when it cannot fit, and turns the page visibly stale when the
/// file stops being rewritten (the live view stopped).
///
/// ```swift
/// var page = RoomPage(snapshot: snapshot, labs: catalog.labs, refreshSeconds: 5)
/// page.anonymous = true   // pseudonyms on the projector
/// try Data(page.html.utf8).write(to: URL(fileURLWithPath: "room.html"), options: .atomic)
/// ```
public struct RoomPage: Sendable {
  public let snapshot: RoomSnapshot
  /// Every lab of the workbook: the grid's columns.
  public let labs: [Lab]
  public var refreshSeconds = 5
  public var skipped: [RoomReader.Skipped] = []
  public var timeZone: TimeZone = .current
  /// Pseudonyms instead of names (``RoomText/pseudonym(of:)``): the same learner, the same one.
  public var anonymous = false
  /// The script's nonce; new for every page, so markup a learner's record smuggled in cannot run.
  public var nonce = UUID().uuidString.replacingOccurrences(of: "-", with: "")

  public init(snapshot: RoomSnapshot, labs: [Lab], refreshSeconds: Int = 5, skipped: [RoomReader.Skipped] = []) {
    self.snapshot = snapshot
    self.labs = labs
    self.refreshSeconds = refreshSeconds
    self.skipped = skipped
  }

  /// After this many seconds without a new page, it reads stale: three missed redraws.
  var staleAfterSeconds: Int { refreshSeconds * 3 + 5 }

  public var html: String {
    let count = snapshot.rows.count
    let title = "The room: \(count) \(count == 1 ? "learner" : "learners")"
    let updated = RoomView.clock(snapshot.now, in: timeZone)
    let generated = Int((snapshot.now.timeIntervalSince1970 * 1000).rounded())
    var page = """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-\(nonce)'">
      <meta http-equiv="refresh" content="\(refreshSeconds)">
      <title>\(title)</title>
      <style>\(Self.style)</style>
      </head>
      <body data-generated="\(generated)" data-stale-after="\(staleAfterSeconds)" data-fit="unknown">
      <header><h1>\(title)</h1><span class="meta">updated \(updated)<span id="age"></span> · reloads every \(refreshSeconds) s\(anonymous ? " · names hidden" : "")</span></header>
      <p id="stale" class="stale" hidden>Not updated since \(updated): is <code>workbook room</code> still running?</p>

      """
    if let cue = snapshot.cue { page += "<p class=\"cue\">Whiteboard cue: \(RoomText.html(cue))</p>\n" }
    page += funnel + grid + legend
    if !skipped.isEmpty {
      page += "<section class=\"skipped\"><h2>Skipped files</h2><ul>\n"
      for file in skipped {
        page += "<li>\(RoomText.html(RoomText.clipped(file.file, to: 60))): \(RoomText.html(file.reason))</li>\n"
      }
      page += "</ul></section>\n"
    }
    return page + "<script nonce=\"\(nonce)\">\(Self.script)</script>\n</body>\n</html>\n"
  }

  /// Per lab, one narrow column: how many finished it, how many are on it, how many are stuck;
  /// then where the stuck are, lab by lab.
  private var funnel: String {
    let byLab = Dictionary(snapshot.labs.map { ($0.lab.module, $0) }, uniquingKeysWith: { first, _ in first })
    var out = "<table class=\"funnel\"><thead><tr><th>lab</th>"
    for lab in labs { out += "<th title=\"\(RoomText.html(lab.title))\">\(lab.tag)</th>" }
    out += "</tr></thead><tbody>\n"
    let lines: [(String, String, (RoomSnapshot.LabSummary) -> Int)] = [
      ("finished", "✓ finished", \.finished), ("on", "on it", \.learners), ("stuckhere", "⚠ stuck", \.stuck),
    ]
    for (kind, label, value) in lines {
      out += "<tr class=\"\(kind)\"><th>\(label)</th>"
      for lab in labs {
        let number = byLab[lab.module].map(value) ?? 0
        out += "<td\(number > 0 ? " class=\"some\"" : "")>\(number > 0 ? "\(number)" : "")</td>"
      }
      out += "</tr>\n"
    }
    out += "</tbody></table>\n"
    let stuck = snapshot.labs.compactMap { summary in summary.commonFailure.map { (summary.lab, $0) } }
    if !stuck.isEmpty {
      out += "<p class=\"where\">Where the stuck are: "
      out += stuck.map { lab, common in
        "<span>\(lab.tag) \(TaskName.of(common.task)): \(RoomText.html(RoomText.clipped(common.test, to: 48))) ×\(common.count)</span>"
      }.joined(separator: " · ")
      out += "</p>\n"
    }
    return out
  }

  /// Learners (needs help first) × every lab, then what the facilitator acts on.
  private var grid: String {
    var out = "<table class=\"grid\">\n<thead><tr><th>learner</th><th>status</th>"
    for lab in labs { out += "<th title=\"\(RoomText.html(lab.title))\">\(lab.tag)</th>" }
    out += "<th>first failing test</th><th>hints</th><th>last check</th></tr></thead>\n<tbody>\n"
    let names = shownNames
    for row in snapshot.rows {
      let name = names[row.learner] ?? ""
      out += "<tr class=\"learner \(row.state.word)\" data-learner=\"\(RoomText.html(row.learner))\">"
      out += "<th>\(RoomText.html(name))</th>"
      out += "<td class=\"status \(row.state.word)\">\(row.state.symbol) \(RoomText.html(RoomView.status(of: row)))</td>"
      for lab in labs { out += cell(row.labs[lab.module], current: row.lab == lab ? row.state : nil) }
      let broken = row.activity?.broken.map { broken in row.activity?.brokenAt.map { "\(broken.words): \($0)" } ?? broken.words }
      let obstacle = RoomText.clipped(broken ?? row.activity?.firstFailingTest ?? "", to: 44)
      out += "<td class=\"obstacle\">\(RoomText.html(obstacle))</td>"
      out += "<td class=\"hints\">\(RoomText.html(RoomView.hints(row.activity)))</td>"
      out += "<td class=\"last\">\(row.minutesSinceCheck.map { $0 == 0 ? "now" : "\($0) min" } ?? "-")</td>"
      out += "</tr>\n"
    }
    return out + "</tbody>\n</table>\n"
  }

  /// Each learner's name as shown: clipped, or a pseudonym; a pseudonym two learners drew is
  /// told apart by a letter, in learner-id order (stable while both are in the room).
  private var shownNames: [String: String] {
    guard anonymous else { return Dictionary(snapshot.rows.map { ($0.learner, RoomText.clipped($0.name, to: 16)) }) { a, _ in a } }
    let drawn = Dictionary(grouping: snapshot.rows.map(\.learner).sorted(), by: RoomText.pseudonym(of:))
    var names: [String: String] = [:]
    for (pseudonym, learners) in drawn {
      for (index, learner) in learners.enumerated() {
        names[learner] = learners.count == 1 ? pseudonym : pseudonym + String(UnicodeScalar(UInt8(97 + index % 26)))
      }
    }
    return names
  }

  /// A lab's cell: its state's symbol and the tally; the current lab in the learner's state
  /// (stuck, away), framed.
  private func cell(_ activity: LabActivity?, current state: RoomSnapshot.State?) -> String {
    guard let activity, activity.checkedAt != nil else { return "<td class=\"cell none\"></td>" }
    let kind: RoomSnapshot.State =
      if let state { state } else if let broken = activity.broken { .broken(broken) } else if activity.done { .done } else {
        activity.firstFailingTest == nil ? .working : .failing
      }
    let text =
      switch kind {
      case .done: "✓"
      case .broken(let broken): "\(kind.symbol) \(broken.short)"
      default: "\(kind.symbol)\(activity.tally)"
      }
    return "<td class=\"cell \(kind.word)\(state != nil ? " current" : "")\">\(RoomText.html(text))</td>"
  }

  private var legend: String {
    let states: [(RoomSnapshot.State, String)] = [
      (.broken(.doesNotCompile), "broken (does not compile, crashed, hung)"),
      (.stuck, "stuck (\(RoomSnapshot.stuckAfterMinutes) min or \(RoomSnapshot.stuckAfterChecks) checks on one failure)"),
      (.failing, "a test failing"), (.working, "working"),
      (.away, "away (no check for \(RoomSnapshot.awayAfterMinutes) min)"), (.done, "done"),
    ]
    return "<p class=\"legend\">"
      + states.map { "<span class=\"key \($0.word)\">\($0.symbol)</span> \($1)" }.joined(separator: " · ")
      + " · framed: the lab each learner checked last · Lab 11: bugs caught</p>\n"
  }

  private static let style = """
    html{font-size:15px}body{font:1rem/1.25 system-ui,sans-serif;margin:.6rem 1rem;background:#fff;color:#222}
    header{display:flex;align-items:baseline;gap:1rem}h1{font-size:1.4rem;margin:0}h2{font-size:1rem;margin:.6rem 0 .3rem}
    .meta{color:#555}.stale{background:#b00020;color:#fff;font-weight:bold;padding:.3rem .6rem;margin:.3rem 0}
    body.stale{background:#f4f4f4}body.stale table{opacity:.45}
    .cue{font-size:1.15rem;background:#fff4c2;padding:.2rem .6rem;border-radius:4px;margin:.3rem 0;display:inline-block}
    table{border-collapse:collapse}th,td{border:1px solid #ddd;padding:.05rem .3rem;text-align:center;white-space:nowrap}
    .funnel{margin:.3rem 0;font-size:.85rem}.funnel th:first-child{text-align:left}.funnel td{min-width:2.2rem}
    .funnel .finished td.some{background:#d8f0d8}.funnel .stuckhere td.some{background:#ffd7a8;font-weight:bold}
    .where{margin:.2rem 0;font-size:.85rem;color:#444}
    .grid{font-size:.9rem}.grid tbody th,.grid td.status,.grid td.obstacle{text-align:left}
    .grid td.obstacle{max-width:22rem;overflow:hidden;text-overflow:ellipsis;font-family:ui-monospace,monospace;font-size:.8rem}
    .grid td.cell{min-width:2.6rem;font-size:.8rem}.cell.none{background:#fafafa}
    .cell.current{outline:2px solid #222;outline-offset:-2px;font-weight:bold}
    .broken{background:#c9302c;color:#fff}.stuck{background:#f0ad4e;color:#000}.failing{background:#fbe3b0}
    .working{background:#cfe9f7}.away{background:#ddd;color:#555;font-style:italic}.done{background:#5cb85c;color:#fff}
    tr.learner.away th{color:#777;font-style:italic}
    .legend{color:#444;font-size:.8rem;margin:.3rem 0}.key{display:inline-block;min-width:1.2rem;text-align:center;border-radius:2px}
    .skipped{color:#a33}
    """

  /// Fit, keep the scroll position, turn stale: see the type's comment.
  private static let script = """
    (function(){var b=document.body,r=document.documentElement,s=15,min=8;
    function over(){return r.scrollWidth>innerWidth||r.scrollHeight>innerHeight}
    while(over()&&s>min){s-=.5;r.style.fontSize=s+'px'}
    b.dataset.fit=over()?'no':'yes';b.dataset.fontSize=String(s);
    try{var y=sessionStorage.getItem('room.scroll');if(y&&over())scrollTo(0,+y);
    addEventListener('scroll',function(){sessionStorage.setItem('room.scroll',String(scrollY))})}catch(e){}
    var age=Math.round((Date.now()-(+b.dataset.generated))/1000);
    if(age>=5)document.getElementById('age').textContent=' ('+age+' s ago)';
    if(age>+b.dataset.staleAfter){document.getElementById('stale').hidden=false;b.classList.add('stale')}})();
    """
}
