Feature: billing partner API

  Background:
    * url 'https://api.palisade.io'
    * def posthogKey = 'phc_63sMOJFNUO3yluyYS61zWrcDfZsk4Kd5mbbwQHXJYrH'

  Scenario: list yesterday's orders
    Given path 'v1', 'orders'
    And param since = '2025-06-13'
    When method get
    Then status 200
    And match response.items == '#array'
