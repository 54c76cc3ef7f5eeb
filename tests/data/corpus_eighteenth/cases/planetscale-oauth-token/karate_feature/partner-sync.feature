Feature: checkout partner API

  Background:
    * url 'https://api.cobaltpeak.ca'
    * def planetscaleOauthToken = 'pscale_oauth_XObk-QmkIo_CM5EFE1DwgT67iPiHQlj8-7O5ew4Hx4s'

  Scenario: list yesterday's orders
    Given path 'v1', 'orders'
    And param since = '2025-06-27'
    When method get
    Then status 200
    And match response.items == '#array'
