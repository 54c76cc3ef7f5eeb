*** Settings ***
Library    RequestsLibrary
Library    Collections

*** Variables ***
${BASE_URL}    https://api.palisade.io
${PAYPAL_CLIENT_ID}    ApwdPUbDXE4ffrJnTpx71v5iXz3b6wlckfUQDfu2MpCvUA4bNGVm4kKQVJEW6h90xhEL8oYtX8Yd6JUa
${PAYPAL_REST_SECRET}    ENF3gU9Z5rerjDu1HFBwJfOHKXV0EB3jMOJjbkvDSQYSITCX4dcq12VxyzVakUyWitph0eqp3HmupdxR

*** Test Cases ***
List Orders Since Yesterday
    ${headers}=    Create Dictionary    Accept=application/json
    ${resp}=    GET    ${BASE_URL}/v1/orders    headers=${headers}    expected_status=200
    Should Not Be Empty    ${resp.json()}[items]