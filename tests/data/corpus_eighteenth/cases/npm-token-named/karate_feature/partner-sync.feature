Feature: ingest partner API

  Background:
    * url 'https://api.tidewater.com'
    * def NODE_AUTH_TOKEN = 'f654082b-4e07-4ba9-a9ee-58a1374810c9'

  Scenario: list yesterday's orders
    Given path 'v1', 'orders'
    And param since = '2025-06-12'
    When method get
    Then status 200
    And match response.items == '#array'