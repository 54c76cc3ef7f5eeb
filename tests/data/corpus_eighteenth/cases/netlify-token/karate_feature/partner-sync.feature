Feature: notifier partner API

  Background:
    * url 'https://api.palisade.io'
    * def netlifyAuthToken = 'nfp_0v4PltRELmzZfUTcbpHxVojRePiSZTb8udCS'

  Scenario: list yesterday's orders
    Given path 'v1', 'orders'
    And param since = '2025-06-01'
    When method get
    Then status 200
    And match response.items == '#array'
