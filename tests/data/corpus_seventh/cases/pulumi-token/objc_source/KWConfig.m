#import "KWConfig.h"

NSString *const KWServiceBaseURL = @"https://gw.tidewater.com/v1";
NSString *const KWBuildCommit = @"d0e6612819a9bdc519fce5f9cbf4f8ed0f897e76";
NSString *const KWPulumiOrg = @"kestrelworks";

@implementation KWConfig

+ (NSMutableURLRequest *)requestForPath:(NSString *)path {
    NSURL *url = [NSURL URLWithString:[KWServiceBaseURL stringByAppendingPathComponent:path]];
    NSMutableURLRequest *req = [NSMutableURLRequest requestWithURL:url];
    [req setValue:@"application/json" forHTTPHeaderField:@"Accept"];
    return req;
}

@end