#import "KWConfig.h"

NSString *const KWServiceBaseURL = @"https://svc.cobaltpeak.ca/v1";
NSString *const KWBuildCommit = @"3568bd3501d12a194c409562a2e5c56a0099ec9a";
NSString *const KWIdToken = @"eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJmZjE4M2Q4OC05ZjM3LTQ1ZWQtOGFjNi0zZTEwNjAzOGFlYjQiLCJpc3MiOiJ1cm46cXVpbGxvbjppc3N1ZXIiLCJhdWQiOiJhcGkiLCJpYXQiOjE3MDIzMjU3MDIsImV4cCI6MTcwMjMyOTMwMiwic2NvcGUiOiJyZWFkOm9yZGVycyB3cml0ZTpvcmRlcnMifQ.";

@implementation KWConfig

+ (NSMutableURLRequest *)requestForPath:(NSString *)path {
    NSURL *url = [NSURL URLWithString:[KWServiceBaseURL stringByAppendingPathComponent:path]];
    NSMutableURLRequest *req = [NSMutableURLRequest requestWithURL:url];
    [req setValue:@"application/json" forHTTPHeaderField:@"Accept"];
    return req;
}

@end
