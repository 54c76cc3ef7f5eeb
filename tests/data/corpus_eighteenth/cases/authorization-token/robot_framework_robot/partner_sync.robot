*** Settings ***
Library    RequestsLibrary
Library    Collections

*** Variables ***
${BASE_URL}    https://api.tidewater.com

*** Test Cases ***
List Orders Since Yesterday
    ${headers}=    Create Dictionary    Authorization=Api-Key D6PPe1nt86EFAfYmccmKrbEXHspiIEXfympEUEuC    Accept=application/json
    ${resp}=    GET    ${BASE_URL}/v1/orders    headers=${headers}    expected_status=200
    Should Not Be Empty    ${resp.json()}[items]
