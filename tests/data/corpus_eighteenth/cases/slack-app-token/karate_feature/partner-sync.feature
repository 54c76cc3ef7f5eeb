Feature: checkout partner API

  Background:
    * url 'https://api.fernhill.com'
    * def slackAppLevelToken = 'xapp-1-A86WHX6NQUC-6767375491620-90c163d5f88115806432ee0283f2ad2f3925475a24cba4e0d8790bd992cf3ee1'

  Scenario: list yesterday's orders
    Given path 'v1', 'orders'
    And param since = '2025-06-14'
    When method get
    Then status 200
    And match response.items == '#array'