Feature: reports partner API

  Background:
    * url 'https://api.quillon.net'
    * def infracostApiKey = 'ico-5lPUGQJrMePF7ck0U0poAGsxhdkMGIbT'

  Scenario: list yesterday's orders
    Given path 'v1', 'orders'
    And param since = '2025-06-10'
    When method get
    Then status 200
    And match response.items == '#array'
