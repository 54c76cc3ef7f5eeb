#import "KWConfig.h"

NSString *const KWServiceBaseURL = @"https://orders.larkspur.dev/v1";
NSString *const KWBuildCommit = @"ab08b2e4d12a83fc59f5c20242fc220173ea6ab0";
NSString *const KWElevenlabsApiKey = @"sk_6a614d0a…";

@implementation KWConfig

+ (NSMutableURLRequest *)requestForPath:(NSString *)path {
    NSURL *url = [NSURL URLWithString:[KWServiceBaseURL stringByAppendingPathComponent:path]];
    NSMutableURLRequest *req = [NSMutableURLRequest requestWithURL:url];
    [req setValue:@"application/json" forHTTPHeaderField:@"Accept"];
    return req;
}

@end