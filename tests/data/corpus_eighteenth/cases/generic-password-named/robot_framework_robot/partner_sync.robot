*** Settings ***
Library    RequestsLibrary
Library    Collections

*** Variables ***
${BASE_URL}    https://api.kestrelworks.io
${ADMIN_PASSWORD}    z.Y-9AJ^Om8154Q5.4!

*** Test Cases ***
List Orders Since Yesterday
    ${headers}=    Create Dictionary    Accept=application/json
    ${resp}=    GET    ${BASE_URL}/v1/orders    headers=${headers}    expected_status=200
    Should Not Be Empty    ${resp.json()}[items]
