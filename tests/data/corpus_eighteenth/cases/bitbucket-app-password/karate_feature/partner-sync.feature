Feature: reports partner API

  Background:
    * url 'https://api.cobaltpeak.ca'
    * def bitbucketUsername = ci-bot
    * def bitbucketAppPassword = java.lang.System.getenv('BITBUCKET_APP_PASSWORD')

  Scenario: list yesterday's orders
    Given path 'v1', 'orders'
    And param since = '2025-06-11'
    When method get
    Then status 200
    And match response.items == '#array'