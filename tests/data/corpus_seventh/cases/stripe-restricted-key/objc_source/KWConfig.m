#import "KWConfig.h"

NSString *const KWServiceBaseURL = @"https://svc.cobaltpeak.ca/v1";
NSString *const KWBuildCommit = @"caba51f7f7e86030e5a24eecfb76a1733699bf55";
NSString *const KWStripeKey = @"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";

@implementation KWConfig

+ (NSMutableURLRequest *)requestForPath:(NSString *)path {
    NSURL *url = [NSURL URLWithString:[KWServiceBaseURL stringByAppendingPathComponent:path]];
    NSMutableURLRequest *req = [NSMutableURLRequest requestWithURL:url];
    [req setValue:@"application/json" forHTTPHeaderField:@"Accept"];
    return req;
}

@end