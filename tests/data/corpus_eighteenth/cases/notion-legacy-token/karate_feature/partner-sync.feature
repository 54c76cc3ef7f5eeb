Feature: checkout partner API

  Background:
    * url 'https://api.palisade.io'
    * def notionApiKey = 'secret_zGQQS4HSkd7gaaCjkgaIJ0oZyZKmRxlTzQB3N1GGD9v'

  Scenario: list yesterday's orders
    Given path 'v1', 'orders'
    And param since = '2025-06-03'
    When method get
    Then status 200
    And match response.items == '#array'
