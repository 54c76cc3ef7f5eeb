#import "KWConfig.h"

NSString *const KWServiceBaseURL = @"https://orders.larkspur.dev/v1";
NSString *const KWBuildCommit = @"de4c79f4dadc33013e213c2439e38df2dfcf7150";
NSString *const KWMaxmindLicenseKey = @"YOUR_LICENSE_KEY";

@implementation KWConfig

+ (NSMutableURLRequest *)requestForPath:(NSString *)path {
    NSURL *url = [NSURL URLWithString:[KWServiceBaseURL stringByAppendingPathComponent:path]];
    NSMutableURLRequest *req = [NSMutableURLRequest requestWithURL:url];
    [req setValue:@"application/json" forHTTPHeaderField:@"Accept"];
    return req;
}

@end