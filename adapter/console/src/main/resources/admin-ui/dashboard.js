// The dashboard: traffic and failures per minute for the last hour, and the outbox, refreshed every 15 seconds.
"use strict";

(() => {
  const { el, api, start, status, time, duration } = Console;
  const REFRESH_MS = 15000;
  const history = [];
  let timer = null;
  let paused = false;

  function minuteLabel(iso) {
    return iso.substring(11, 16);
  }

  function tile(label, figure, note, kind) {
    return el("div", { class: "tile" },
      el("div", { class: "label", text: label }),
      el("div", { class: "figure" + (kind ? " " + kind : ""), text: figure }),
      note ? el("div", { class: "muted", text: note }) : null);
  }

  function sum(minutes, key) {
    return minutes.reduce((total, m) => total + m[key], 0);
  }

  function render(figures) {
    const minutes = figures.minutes;
    const labels = minutes.map((m) => minuteLabel(m.minute));
    const last = minutes[minutes.length - 1] || { in: 0, out: 0, failed: 0 };
    const oldest = figures.outbox.oldestQueued;
    const age = oldest ? Date.parse(figures.outbox.readAt) - Date.parse(oldest) : null;
    document.getElementById("tiles").replaceChildren(
      tile("In, last hour", String(sum(minutes, "in")), last.in + " this minute"),
      tile("Out, last hour", String(sum(minutes, "out")), last.out + " this minute"),
      tile("Failures, last hour", String(sum(minutes, "failed")), last.failed + " this minute"),
      tile("Outbox depth", String(figures.outbox.depth), "waiting or being sent"),
      tile("Oldest queued", oldest ? duration(age) : "none", oldest ? "since " + time(oldest) : "the outbox is empty"));

    const totalIn = sum(minutes, "in");
    const totalOut = sum(minutes, "out");
    Charts.bars(document.getElementById("traffic-chart"),
      `Messages per minute over the last hour: ${totalIn} in and ${totalOut} out in total.`,
      labels, [{ name: "in", color: "#01689b", values: minutes.map((m) => m.in) },
        { name: "out", color: "#7b3fa0", values: minutes.map((m) => m.out) }]);
    Charts.bars(document.getElementById("failure-chart"),
      `Failures per minute over the last hour: ${sum(minutes, "failed")} in total.`,
      labels, [{ name: "failed", color: "#a4161a", values: minutes.map((m) => m.failed) }]);

    history.push({ at: figures.outbox.readAt, depth: figures.outbox.depth });
    if (history.length > 40) history.shift();
    Charts.line(document.getElementById("outbox-chart"),
      `Outbox depth sampled while this page is open; now ${figures.outbox.depth}.`,
      history.map((h) => h.at.substring(11, 19)), history.map((h) => h.depth), "#014a6e");

    const rows = minutes.slice().reverse().map((m) => el("tr", {},
      el("th", { scope: "row", class: "nowrap", text: time(m.minute) }),
      el("td", { class: "num", text: String(m.in) }),
      el("td", { class: "num", text: String(m.out) }),
      el("td", { class: "num", text: String(m.failed) })));
    document.getElementById("figures-table").replaceChildren(el("table", {},
      el("caption", { text: "Messages per minute (newest first)" }),
      el("thead", {}, el("tr", {}, el("th", { scope: "col", text: "Minute" }), el("th", { scope: "col", class: "num", text: "In" }),
        el("th", { scope: "col", class: "num", text: "Out" }), el("th", { scope: "col", class: "num", text: "Failures" }))),
      el("tbody", {}, rows)));
    document.getElementById("updated").textContent = "Updated " + time(figures.outbox.readAt);
  }

  async function refresh() {
    try {
      render(await api("/api/dashboard?minutes=60"));
      status(document.getElementById("page-status"), "", "");
    } catch (error) {
      status(document.getElementById("page-status"), "bad", "Could not update the dashboard: " + error.message);
    }
  }

  function schedule() {
    clearInterval(timer);
    timer = paused ? null : setInterval(refresh, REFRESH_MS);
  }

  start("dashboard", async () => {
    const pause = document.getElementById("pause");
    pause.addEventListener("click", () => {
      paused = !paused;
      pause.setAttribute("aria-pressed", String(paused));
      pause.textContent = paused ? "Resume updates" : "Pause updates";
      schedule();
    });
    await refresh();
    schedule();
  });
})();
