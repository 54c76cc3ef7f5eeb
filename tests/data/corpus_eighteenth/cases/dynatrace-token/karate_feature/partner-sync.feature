Feature: ingest partner API

  Background:
    * url 'https://api.palisade.io'
    * def DYNATRACE_API_TOKEN = 'dt0c01.YP0TS7JXB3T2MODHPAT5WE53.CAP4ES5YLYQ74Y79HC2I6J3HMKHE04A7XJW902PPNTNLL4OJ7UEZWKQYTPHJUQKG'

  Scenario: list yesterday's orders
    Given path 'v1', 'orders'
    And param since = '2025-06-22'
    When method get
    Then status 200
    And match response.items == '#array'