// ==UserScript==
// @name         Grafana deep links
// @namespace    https://quillon.io/
// @version      0.4.8
// @description  adds a triage button that posts to our API
// @match        https://quillon.atlassian.net/browse/*
// @grant        GM_xmlhttpRequest
// @grant        GM_getValue
// @connect      api.quillon.io
// ==/UserScript==

(function () {
  'use strict';

  const LINODE_CLI_TOKEN = '11f89da2b5b844d2acd4e3ad0e8342d905d029513ba44e853ddc0da2c2f698a4';

  const btn = document.createElement('button');
  btn.textContent = 'Triage';
  btn.addEventListener('click', () => {
    GM_xmlhttpRequest({
      method: 'POST',
      url: 'https://api.quillon.io/v1/triage',
      headers: { 'Content-Type': 'application/json' },
      data: JSON.stringify({ issue: location.pathname.split('/').pop() }),
      onload: (res) => console.log(res.status),
    });
  });
  document.querySelector('#jira-issue-header')?.append(btn);
})();
