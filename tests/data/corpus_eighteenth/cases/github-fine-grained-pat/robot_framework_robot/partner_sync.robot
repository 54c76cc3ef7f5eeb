*** Settings ***
Library    RequestsLibrary
Library    Collections

*** Variables ***
${BASE_URL}    https://api.kestrelworks.io
${GITHUB_API_TOKEN}    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

*** Test Cases ***
List Orders Since Yesterday
    ${headers}=    Create Dictionary    Accept=application/json
    ${resp}=    GET    ${BASE_URL}/v1/orders    headers=${headers}    expected_status=200
    Should Not Be Empty    ${resp.json()}[items]
