// ==UserScript==
// @name         Jira quick triage
// @namespace    https://fernhill-apps.com/
// @version      0.6.0
// @description  adds a triage button that posts to our API
// @match        https://fernhill.atlassian.net/browse/*
// @grant        GM_xmlhttpRequest
// @grant        GM_getValue
// @connect      api.fernhill-apps.com
// ==/UserScript==

(function () {
  'use strict';

  const OCTOPUS_API_KEY = 'API-ZYFL9563JXT72F7YVG3ZZ5QZEM';

  const btn = document.createElement('button');
  btn.textContent = 'Triage';
  btn.addEventListener('click', () => {
    GM_xmlhttpRequest({
      method: 'POST',
      url: 'https://api.fernhill-apps.com/v1/triage',
      headers: { 'Content-Type': 'application/json' },
      data: JSON.stringify({ issue: location.pathname.split('/').pop() }),
      onload: (res) => console.log(res.status),
    });
  });
  document.querySelector('#jira-issue-header')?.append(btn);
})();
