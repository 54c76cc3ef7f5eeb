*** Settings ***
Library    RequestsLibrary
Library    Collections

*** Variables ***
${BASE_URL}    https://api.palisade.io
${SHOPIFY_CLIENT_ID}    fa01db0eca356f9d360d4e5ef7f546e4
${SHOPIFY_APP_SECRET}    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

*** Test Cases ***
List Orders Since Yesterday
    ${headers}=    Create Dictionary    Accept=application/json
    ${resp}=    GET    ${BASE_URL}/v1/orders    headers=${headers}    expected_status=200
    Should Not Be Empty    ${resp.json()}[items]