Feature: ingest partner API

  Background:
    * url 'https://api.larkspur.dev'
    * def token = 'changeme'

  Scenario: list yesterday's orders
    Given path 'v1', 'orders'
    And param since = '2025-06-20'
    When method get
    Then status 200
    And match response.items == '#array'
