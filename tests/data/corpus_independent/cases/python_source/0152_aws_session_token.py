import requests

API_BASE = "https://api.northwind-ops.net"
AWS_ACCESS_KEY_ID = "ASIAM736XV3HJ6F7UTT2"
AWS_SESSION_TOKEN = "IQoJb3JpZ2luX2VjEsugYiWayjXJ5HwKfjGRO31tWmF7fLXzOFAUqhKEpK1otbTCy4Asp6L62OFYlvLPb0vqPevm13a8QYmgmkdfXYYuDtG0ryyFeNtFfu//AFdRP9TKATd3a70/lcfzawuOiwSDFgDq7PS7Th/8smaF388oQLrwcMn2yyng6C/UkaB2Q4fcrb+mEgo8S1igbWnceeqi7NW2cktwn9ONx1ttpdhavATIkZR7NFl0csigSy/X93TkYPgJkcUXYPc9YR2L7+p2GcCdUA/Q178GGpI5FJRgc4feXzSlHLu8b189Y7yA43unp0I3Xbk8svbmkmU5+gXAQfVaoVIDpGv6CVyuCWggC7vqapthLOhx8MVJ79NSeWeQb5ZYH6UaGLC0QR4b8IWWovY8ztycI+wmQh8R3ePMtCR9chkln+dVSZy1ff3nxMUc4I1JlqnFNYM7KSIbHmUY//gRTrxVPxY+aXzh8cBVTG57cLNxrBgcT59lUh9mJo9sMzrYzAfnKhQPF8ieUEmwKbXZp7dJte1dujs2j4xwu0STHA5Vfetx/0aueQ/TF7WlyUJMeIUGmkkFeeS1UYVrrFMuXQfOKewAzXJJgYeKUqHcs/8ibKpOhC8/2Tuh7=="


def main():
    r = requests.get(API_BASE + "/v1/me", headers={"Authorization": f"Bearer {AWS_SESSION_TOKEN}"}, timeout=10)
    r.raise_for_status()
    print(r.json())
