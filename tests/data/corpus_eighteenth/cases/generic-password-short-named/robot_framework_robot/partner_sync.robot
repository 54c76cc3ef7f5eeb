*** Settings ***
Library    RequestsLibrary
Library    Collections

*** Variables ***
${BASE_URL}    https://api.larkspur.dev
${REDIS_PASS}    Copper_maple4738

*** Test Cases ***
List Orders Since Yesterday
    ${headers}=    Create Dictionary    Accept=application/json
    ${resp}=    GET    ${BASE_URL}/v1/orders    headers=${headers}    expected_status=200
    Should Not Be Empty    ${resp.json()}[items]