Feature: reports partner API

  Background:
    * url 'https://api.tidewater.com'
    * def grafanaCloudAccessPolicyToken = 'glc_eyJvIjoiODY1MDMzOSIsIm4iOiJzdGFjay0zODg3ODAtaG0tcmVhZCIsImsiOiJpbnFXMDg2dUdzaTlEZHV5eTJmR2pwQWgiLCJtIjp7InIiOiJwcm9kLWFwLXNvdXRoZWFzdC0xIn19'

  Scenario: list yesterday's orders
    Given path 'v1', 'orders'
    And param since = '2025-06-15'
    When method get
    Then status 200
    And match response.items == '#array'