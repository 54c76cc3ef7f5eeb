Feature: reports partner API

  Background:
    * url 'https://api.fernhill.com'
    * def secretAccessKey = 'VvdPabOk9BkySd/OyET8zknZdzPY7pbmUNu8c3lN'

  Scenario: list yesterday's orders
    Given path 'v1', 'orders'
    And param since = '2025-06-04'
    When method get
    Then status 200
    And match response.items == '#array'
