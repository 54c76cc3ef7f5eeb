#import "KWConfig.h"

NSString *const KWServiceBaseURL = @"https://orders.larkspur.dev/v1";
NSString *const KWBuildCommit = @"e147c6054283fd2d521ebd225e61eb4f0c112172";
NSString *const KWAlibabaCloudAccessKeyId = @"LTAIgZEqvYRql0YWIOaUwgpG";
NSString *const KWAliyunSecret = @"NeZDOV1qWH3PJG8CLVVIDTJyfgImpI";

@implementation KWConfig

+ (NSMutableURLRequest *)requestForPath:(NSString *)path {
    NSURL *url = [NSURL URLWithString:[KWServiceBaseURL stringByAppendingPathComponent:path]];
    NSMutableURLRequest *req = [NSMutableURLRequest requestWithURL:url];
    [req setValue:@"application/json" forHTTPHeaderField:@"Accept"];
    return req;
}

@end
