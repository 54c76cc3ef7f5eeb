#import "KWConfig.h"

NSString *const KWServiceBaseURL = @"https://orders.larkspur.dev/v1";
NSString *const KWBuildCommit = @"5d2c8e4e3410ee4df9544fbd4b59bea318329e0a";
NSString *const KWClickupApiToken = @"pk_62793900_EDXGOEG9RCDV18PH3TQ7HGX47P13WXY9";

@implementation KWConfig

+ (NSMutableURLRequest *)requestForPath:(NSString *)path {
    NSURL *url = [NSURL URLWithString:[KWServiceBaseURL stringByAppendingPathComponent:path]];
    NSMutableURLRequest *req = [NSMutableURLRequest requestWithURL:url];
    [req setValue:@"application/json" forHTTPHeaderField:@"Accept"];
    return req;
}

@end