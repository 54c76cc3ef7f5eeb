Feature: ingest partner API

  Background:
    * url 'https://api.larkspur.dev'
    * def scimToken = 'glsoat-2CJ8rGWi0XfZj7E3Uj7_'

  Scenario: list yesterday's orders
    Given path 'v1', 'orders'
    And param since = '2025-06-23'
    When method get
    Then status 200
    And match response.items == '#array'
