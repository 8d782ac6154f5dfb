"""Reads a cluster as the official Python client does, then watches its nodes.

Prints one JSON object per line: the lists (nodes, pods, deployments), then what the other reads
answered (version, namespaces, services, secrets, events of both APIs, daemon sets, cron jobs,
custom resource definitions, a pod's log, an access review), then "watching", then each watch
event, and stops after the first node that was not listed or after --timeout seconds.
Runs with Debian's python3-kubernetes: /usr/bin/python3 kubernetes-python-client.py KUBECONFIG
"""
import json
import sys

from kubernetes import client, config, watch


def say(**fields):
    print(json.dumps(fields), flush=True)


def main(kubeconfig, timeout):
    config.load_kube_config(config_file=kubeconfig)
    core = client.CoreV1Api()
    apps = client.AppsV1Api()
    nodes = core.list_node()
    pods = core.list_pod_for_all_namespaces()
    deployments = apps.list_deployment_for_all_namespaces()
    say(
        nodes=[node.metadata.name for node in nodes.items],
        ready=[c.status for node in nodes.items for c in node.status.conditions if c.type == "Ready"],
        pods=sorted("%s/%s" % (pod.metadata.namespace, pod.metadata.name) for pod in pods.items),
        running=sorted({pod.status.phase for pod in pods.items}),
        deployments=sorted("%s/%s %s/%s" % (d.metadata.namespace, d.metadata.name, d.status.ready_replicas, d.spec.replicas) for d in deployments.items),
        resourceVersion=nodes.metadata.resource_version,
    )
    events = client.CoreV1Api().list_event_for_all_namespaces()
    secrets = core.list_secret_for_all_namespaces()
    review = client.AuthorizationV1Api().create_self_subject_access_review(
        client.V1SelfSubjectAccessReview(spec=client.V1SelfSubjectAccessReviewSpec(resource_attributes=client.V1ResourceAttributes(verb="list", resource="secrets"))))
    say(
        version=client.VersionApi().get_code().git_version,
        namespaces=sorted(ns.metadata.name for ns in core.list_namespace().items),
        services=sorted("%s/%s" % (s.metadata.namespace, s.metadata.name) for s in core.list_service_for_all_namespaces().items),
        secrets=sorted("%s/%s %s" % (s.metadata.namespace, s.metadata.name, s.type) for s in secrets.items),
        secretData=sorted({repr(s.data) for s in secrets.items}),
        coreEvents=[e.reason for e in events.items],
        events=[[e.reason, e.note, e.regarding.kind] for e in client.EventsV1Api().list_event_for_all_namespaces().items],
        daemonSets=sorted("%s/%s" % (d.metadata.namespace, d.metadata.name) for d in apps.list_daemon_set_for_all_namespaces().items),
        cronJobs=sorted("%s/%s" % (c.metadata.namespace, c.metadata.name) for c in client.BatchV1Api().list_cron_job_for_all_namespaces().items),
        crds=sorted(c.metadata.name for c in client.ApiextensionsV1Api().list_custom_resource_definition().items),
        log=core.read_namespaced_pod_log("prometheus-0", "monitoring", container="prometheus", tail_lines=50).splitlines()[:1],
        canListSecrets=review.status.allowed,
    )
    known = {node.metadata.name for node in nodes.items}
    stream = watch.Watch().stream(core.list_node, resource_version=nodes.metadata.resource_version, timeout_seconds=timeout)
    say(watching=True)
    for event in stream:
        node = event["object"]
        say(type=event["type"], name=node.metadata.name, kubelet=node.status.node_info.kubelet_version)
        if event["type"] == "ADDED" and node.metadata.name not in known:
            return 0
    say(timedOut=True)
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 60))
