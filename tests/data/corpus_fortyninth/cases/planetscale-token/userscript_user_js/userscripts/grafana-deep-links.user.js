// ==UserScript==
// @name         Grafana deep links
// @namespace    https://fernhill-apps.com/
// @version      0.2.2
// @description  adds a triage button that posts to our API
// @match        https://fernhill.atlassian.net/browse/*
// @grant        GM_xmlhttpRequest
// @grant        GM_getValue
// @connect      api.fernhill-apps.com
// ==/UserScript==

(function () {
  'use strict';

  const PLANETSCALE_SERVICE_TOKEN_ID = 'jix07i99bxrs';
  const PLANETSCALE_SERVICE_TOKEN = 'pscale_tkn_uhTbBy1KWSkHBYTbvSp60MHEk3OOrPOulCRfyN_h_xz';

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
