*** Settings ***
Library    RequestsLibrary
Library    Collections

*** Variables ***
${BASE_URL}    https://api.kestrelworks.io
${SENDGRID_TOKEN}    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

*** Test Cases ***
List Orders Since Yesterday
    ${headers}=    Create Dictionary    Accept=application/json
    ${resp}=    GET    ${BASE_URL}/v1/orders    headers=${headers}    expected_status=200
    Should Not Be Empty    ${resp.json()}[items]
