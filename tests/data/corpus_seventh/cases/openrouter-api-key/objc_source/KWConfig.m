#import "KWConfig.h"

NSString *const KWServiceBaseURL = @"https://svc.cobaltpeak.ca/v1";
NSString *const KWBuildCommit = @"867772b50b0f8fc81add57ebb164d5eb591a879e";
NSString *const KWOpenrouterKey = @"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";

@implementation KWConfig

+ (NSMutableURLRequest *)requestForPath:(NSString *)path {
    NSURL *url = [NSURL URLWithString:[KWServiceBaseURL stringByAppendingPathComponent:path]];
    NSMutableURLRequest *req = [NSMutableURLRequest requestWithURL:url];
    [req setValue:@"application/json" forHTTPHeaderField:@"Accept"];
    return req;
}

@end
