import Foundation

/// The room as one self-contained HTML page for the projector: no script, no network (its
/// content security policy forbids both), a refresh every few seconds. A bar per lab (how many
/// are on it: broken, stuck, working, done) with its most common first failing test, and a grid
/// of learners × labs. Every string that came from the room passes through `RoomText.html`.
///
/// ```swift
/// let html = RoomPage(snapshot: snapshot, labs: catalog.labs, refreshSeconds: 5).html
/// try Data(html.utf8).write(to: URL(fileURLWithPath: "room.html"), options: .atomic)
/// ```
public struct RoomPage: Sendable {
  public let snapshot: RoomSnapshot
  /// Every lab of the workbook: the grid's columns.
  public let labs: [Lab]
  public var refreshSeconds = 5
  public var skipped: [RoomReader.Skipped] = []
  public var timeZone: TimeZone = .current

  public init(snapshot: RoomSnapshot, labs: [Lab], refreshSeconds: Int = 5, skipped: [RoomReader.Skipped] = []) {
    self.snapshot = snapshot
    self.labs = labs
    self.refreshSeconds = refreshSeconds
    self.skipped = skipped
  }

  public var html: String {
    let count = snapshot.rows.count
    var page = """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
      <meta http-equiv="refresh" content="\(refreshSeconds)">
      <title>The room: \(count) \(count == 1 ? "learner" : "learners")</title>
      <style>\(Self.style)</style>
      </head>
      <body>
      <h1>The room: \(count) \(count == 1 ? "learner" : "learners")</h1>
      <p class="meta">updated \(RoomView.clock(snapshot.now, in: timeZone)) · this page reloads every \(refreshSeconds) s</p>

      """
    if let cue = snapshot.cue { page += "<p class=\"cue\">Whiteboard cue: \(RoomText.html(cue))</p>\n" }
    page += bars + grid + legend
    if !skipped.isEmpty {
      page += "<section class=\"skipped\"><h2>Skipped files</h2><ul>\n"
      for file in skipped {
        page += "<li>\(RoomText.html(RoomText.clipped(file.file, to: 60))): \(RoomText.html(file.reason))</li>\n"
      }
      page += "</ul></section>\n"
    }
    return page + "</body>\n</html>\n"
  }

  /// A bar per lab with learners on it, as wide as its share of the room.
  private var bars: String {
    var out = "<section class=\"labs\"><h2>Labs</h2>\n"
    if snapshot.labs.isEmpty { out += "<p>Nobody has checked a lab yet.</p>\n" }
    let total = max(snapshot.rows.count, 1)
    for summary in snapshot.labs {
      let working = summary.learners - summary.broken - summary.failing - summary.done
      out += "<div class=\"lab-bar\" data-lab=\"\(summary.lab.tag)\" data-learners=\"\(summary.learners)\">"
      out += "<span class=\"label\">\(summary.lab.tag) \(RoomText.html(RoomText.clipped(summary.lab.title, to: 40)))</span>"
      out += "<span class=\"track\">"
      let segments = [("broken", summary.broken), ("stuck", summary.failing), ("working", working), ("done", summary.done)]
      for (kind, value) in segments where value > 0 {
        out += "<span class=\"seg \(kind)\" style=\"width:\(value * 100 / total)%\" title=\"\(value) \(kind)\"></span>"
      }
      out += "</span><span class=\"count\">\(summary.learners)</span>"
      if let common = summary.commonFailure {
        out +=
          "<span class=\"common\">\(common.count) × Task \(common.task): \(RoomText.html(RoomText.clipped(common.test, to: 60)))</span>"
      }
      out += "</div>\n"
    }
    return out + "</section>\n"
  }

  /// Learners (needs help first) × every lab: done, broken, or k/n, with the current lab marked.
  private var grid: String {
    var out = "<section class=\"room\"><h2>Learners × labs</h2>\n<table class=\"grid\">\n<thead><tr><th>learner</th><th>status</th>"
    for lab in labs { out += "<th title=\"\(RoomText.html(lab.title))\">\(lab.tag)</th>" }
    out += "</tr></thead>\n<tbody>\n"
    for row in snapshot.rows {
      out += "<tr class=\"learner\" data-learner=\"\(RoomText.html(row.learner))\">"
      out += "<th>\(RoomText.html(RoomText.clipped(row.name, to: 24)))</th>"
      out += "<td class=\"status\">\(RoomText.html(RoomView.status(of: row)))</td>"
      for lab in labs { out += cell(row.labs[lab.module], current: row.lab == lab) }
      out += "</tr>\n"
    }
    return out + "</tbody>\n</table>\n</section>\n"
  }

  private func cell(_ activity: LabActivity?, current: Bool) -> String {
    guard let activity, activity.checkedAt != nil else { return "<td class=\"cell none\"></td>" }
    let (kind, text) =
      if let broken = activity.broken {
        ("broken", broken.short)
      } else if activity.done {
        ("done", "✓")
      } else {
        (activity.firstFailingTest == nil ? "working" : "stuck", "\(activity.passing)/\(activity.tests)")
      }
    let title = (activity.broken?.words ?? activity.firstFailingTest).map { " title=\"\(RoomText.html($0))\"" } ?? ""
    return "<td class=\"cell \(kind)\(current ? " current" : "")\"\(title)>\(text)</td>"
  }

  private var legend: String {
    "<p class=\"legend\"><span class=\"seg broken\"></span> broken (does not compile, crashed, hung) "
      + "<span class=\"seg stuck\"></span> a test failing <span class=\"seg working\"></span> working "
      + "<span class=\"seg done\"></span> done · framed: the lab each learner checked last</p>\n"
  }

  private static let style = """
    body{font:16px/1.4 system-ui,sans-serif;margin:1.5rem;background:#fff;color:#222}
    h1{font-size:1.6rem;margin:0 0 .2rem}h2{font-size:1.1rem;margin:1.2rem 0 .4rem}
    .meta{color:#666;margin:0}.cue{font-size:1.3rem;background:#fff4c2;padding:.4rem .7rem;border-radius:6px;display:inline-block}
    .lab-bar{display:flex;align-items:center;gap:.6rem;margin:.3rem 0}
    .lab-bar .label{flex:none;width:18rem;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
    .track{flex:none;display:flex;width:24rem;height:1.3rem;background:#eee;border-radius:4px;overflow:hidden}
    .count{flex:none;width:2rem;text-align:right;font-weight:bold}
    .common{color:#444;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
    .seg{display:inline-block;height:100%;min-height:.9rem;min-width:.9rem}
    .broken{background:#d9534f;color:#fff}.stuck{background:#f0ad4e}.working{background:#5bc0de}.done{background:#5cb85c;color:#fff}
    table.grid{border-collapse:collapse}.grid th,.grid td{border:1px solid #ddd;padding:.2rem .5rem;text-align:center}
    .grid th:first-child,.grid td.status{text-align:left;white-space:nowrap}
    .grid td.cell{width:3.6rem;min-width:3.6rem;font-size:.9rem;white-space:nowrap}.cell.none{background:#fafafa}.cell.current{outline:3px solid #222;outline-offset:-3px;font-weight:bold}
    .legend{color:#555;font-size:.9rem}.legend .seg{width:.9rem;border-radius:2px;vertical-align:middle}
    .skipped{color:#a33}
    """
}
