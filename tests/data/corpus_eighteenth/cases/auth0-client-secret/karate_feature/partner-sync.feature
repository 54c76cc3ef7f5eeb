Feature: webhooks partner API

  Background:
    * url 'https://api.kestrelworks.io'
    * def auth0ClientId = '2ap3usg3geeV1BgtPr2GazE9YxVGMkOO'
    * def auth0Domain = 'nw-prod.us.auth0.com'
    * def AUTH0_MANAGEMENT_CLIENT_SECRET = '4IAUJUoHdcz2B6WriAgWqPNgDYAF04qsFB8rUVqCOvJV7N65Ld6EGAbaC28Teblf'

  Scenario: list yesterday's orders
    Given path 'v1', 'orders'
    And param since = '2025-06-21'
    When method get
    Then status 200
    And match response.items == '#array'