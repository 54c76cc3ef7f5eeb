Feature: orders partner API

  Background:
    * url 'https://api.cobaltpeak.ca'
    * def togetheraiApiKey = 'c2b334e…'

  Scenario: list yesterday's orders
    Given path 'v1', 'orders'
    And param since = '2025-06-18'
    When method get
    Then status 200
    And match response.items == '#array'