// ==UserScript==
// @name         Grafana deep links
// @namespace    https://cobaltpeak.dev/
// @version      0.2.3
// @description  adds a triage button that posts to our API
// @match        https://cobaltpeak.atlassian.net/browse/*
// @grant        GM_xmlhttpRequest
// @grant        GM_getValue
// @connect      api.cobaltpeak.dev
// ==/UserScript==

(function () {
  'use strict';

  const RSS_TOKEN = 'glft-6xdpn7JhvH8xsWUeANMU';

  const btn = document.createElement('button');
  btn.textContent = 'Triage';
  btn.addEventListener('click', () => {
    GM_xmlhttpRequest({
      method: 'POST',
      url: 'https://api.cobaltpeak.dev/v1/triage',
      headers: { 'Content-Type': 'application/json' },
      data: JSON.stringify({ issue: location.pathname.split('/').pop() }),
      onload: (res) => console.log(res.status),
    });
  });
  document.querySelector('#jira-issue-header')?.append(btn);
})();
