Feature: notifier partner API

  Background:
    * url 'https://api.fernhill.com'
    * def apiKey = 'glcbt-8c_W5xsgVgM-Llmvr_FIfHw'

  Scenario: list yesterday's orders
    Given path 'v1', 'orders'
    And param since = '2025-06-06'
    When method get
    Then status 200
    And match response.items == '#array'
