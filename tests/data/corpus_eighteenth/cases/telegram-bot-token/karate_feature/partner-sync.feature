Feature: billing partner API

  Background:
    * url 'https://api.larkspur.dev'
    * def TELEGRAM_API_TOKEN = '5627968619:AA0AfX4N6Qsj_vndA31MiYk2sw4kcgsSYBT'

  Scenario: list yesterday's orders
    Given path 'v1', 'orders'
    And param since = '2025-06-22'
    When method get
    Then status 200
    And match response.items == '#array'
