// The sign-in page: posts the name and password as JSON and goes on to where the user was heading.
"use strict";

(() => {
  const form = document.getElementById("login-form");
  const status = document.getElementById("login-status");

  /** Only a path on this site: never send a signed-in user to another site (open redirect). */
  function next() {
    const target = new URLSearchParams(location.search).get("next");
    return target && target.startsWith("/") && !target.startsWith("//") ? target : "/admin/";
  }

  function show(text) {
    status.className = "alert bad";
    status.textContent = text;
  }

  fetch("/admin/session", { headers: { "X-Requested-With": "fetch" }, credentials: "same-origin" })
    .then((response) => response.json().then((body) => ({ ok: response.ok, body })))
    .then(({ ok, body }) => {
      if (ok) {
        location.replace(next());
      } else if (body.firstRun) {
        const banner = document.createElement("div");
        banner.className = "first-run";
        banner.setAttribute("role", "alert");
        banner.textContent = "No admin users are configured: sign in as \"admin\" with the first-run password from "
          + "the adapter's log, then configure admin.users (README, \"Admin UI\"). The first-run password changes "
          + "at every restart.";
        document.getElementById("first-run").append(banner);
      }
    })
    .catch(() => {});

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const user = form.user.value.trim();
    const password = form.password.value;
    if (!user || !password) {
      show("Enter your user name and password.");
      (user ? form.password : form.user).focus();
      return;
    }
    const button = document.getElementById("sign-in");
    button.disabled = true;
    status.className = "alert";
    status.textContent = "Signing in…";
    try {
      const response = await fetch("/admin/login", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Requested-With": "fetch" },
        credentials: "same-origin",
        body: JSON.stringify({ user, password }),
      });
      if (response.ok) {
        location.assign(next());
        return;
      }
      const body = await response.json().catch(() => ({}));
      show(body.error || "Sign-in failed (" + response.status + ").");
      form.password.value = "";
      form.password.focus();
    } catch (error) {
      show("The adapter could not be reached.");
    } finally {
      button.disabled = false;
    }
  });
})();
