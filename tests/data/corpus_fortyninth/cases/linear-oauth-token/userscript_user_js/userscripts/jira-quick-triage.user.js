// ==UserScript==
// @name         Jira quick triage
// @namespace    https://tidewater-soft.net/
// @version      0.2.9
// @description  adds a triage button that posts to our API
// @match        https://tidewater.atlassian.net/browse/*
// @grant        GM_xmlhttpRequest
// @grant        GM_getValue
// @connect      api.tidewater-soft.net
// ==/UserScript==

(function () {
  'use strict';

  const LINEAR_ACCESS_TOKEN = 'lin_oauth_3507310359eb92610c82cf2dead35f9355490a9c3cd82091651c1bb2dd256972';

  const btn = document.createElement('button');
  btn.textContent = 'Triage';
  btn.addEventListener('click', () => {
    GM_xmlhttpRequest({
      method: 'POST',
      url: 'https://api.tidewater-soft.net/v1/triage',
      headers: { 'Content-Type': 'application/json' },
      data: JSON.stringify({ issue: location.pathname.split('/').pop() }),
      onload: (res) => console.log(res.status),
    });
  });
  document.querySelector('#jira-issue-header')?.append(btn);
})();
