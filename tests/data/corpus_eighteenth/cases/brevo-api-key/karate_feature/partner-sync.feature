Feature: orders partner API

  Background:
    * url 'https://api.quillon.net'
    * def sendinblueApiKey = 'xsmtpsib-b7a0d81584dc2b7353b5bbc53213dfdd9170b770d74252bcc6e19cc860f274c0-qGkjg8LG080zFIjY'

  Scenario: list yesterday's orders
    Given path 'v1', 'orders'
    And param since = '2025-06-01'
    When method get
    Then status 200
    And match response.items == '#array'
