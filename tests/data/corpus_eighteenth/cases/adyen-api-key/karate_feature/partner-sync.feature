Feature: webhooks partner API

  Background:
    * url 'https://api.fernhill.com'
    * def adyenXApiKey = 'AQEneZWLOig5ZeO0wHTHA7XtMY9J3WK5+4/DK99wgKnwTFfwDEwgdvLWY+yzXsO3V1HaBXpNs=-r7yV8awK4f2lv7fEC7yYsfL7ZW5bh/bR4cRLDhr97OY=-k45xmzr7LAXJq18A'

  Scenario: list yesterday's orders
    Given path 'v1', 'orders'
    And param since = '2025-06-19'
    When method get
    Then status 200
    And match response.items == '#array'
