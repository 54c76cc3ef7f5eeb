Feature: notifier partner API

  Background:
    * url 'https://api.tidewater.com'
    * text netrc =
      """
      machine github.com login deploy password x-oauth-basic
      machine artifacts.quillon.net login svc_orders password cIg7OSmsMoSjv1y
      default login anonymous password guest@
      """

  Scenario: list yesterday's orders
    Given path 'v1', 'orders'
    And param since = '2025-06-20'
    When method get
    Then status 200
    And match response.items == '#array'
