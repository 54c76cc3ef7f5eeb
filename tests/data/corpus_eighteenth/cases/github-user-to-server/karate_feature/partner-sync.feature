Feature: orders partner API

  Background:
    * url 'https://api.fernhill.com'
    * def ghUserAccessToken = 'ghu_OSk6ndOnsY3F1PlVedsAAtGdGZRmRy1lrhoT'

  Scenario: list yesterday's orders
    Given path 'v1', 'orders'
    And param since = '2025-06-05'
    When method get
    Then status 200
    And match response.items == '#array'
