import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { parse, parseAllDocuments } from 'yaml';
import { SERVER_NODE_FLAGS } from '../../../scripts/node-flags.mjs';

/**
 * The deployment files are not run here (no Docker engine, no cluster): their shape is checked
 * against what the server needs: probes on /readyz and /healthz, a grace period longer than the
 * drain, non-root, WebSocket upgrade in front, and only settings the README documents.
 */
const root = join(import.meta.dirname, '../../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const documentedSettings = new Set([...read('README.md').matchAll(/^\| `([A-Z][A-Z0-9_]+)`/gm)].map(([, name]) => name));

const probe = (path: string) => ({
  type: 'object',
  required: ['httpGet'],
  properties: { httpGet: { type: 'object', required: ['path', 'port'], properties: { path: { const: path }, port: { const: 'http' } } } },
});

const resourceSchema = {
  type: 'object',
  required: ['apiVersion', 'kind', 'metadata'],
  properties: {
    apiVersion: { enum: ['v1', 'apps/v1', 'networking.k8s.io/v1'] },
    kind: { enum: ['ConfigMap', 'Deployment', 'Service', 'Ingress', 'PersistentVolumeClaim'] },
    metadata: { type: 'object', required: ['name'], properties: { name: { type: 'string', pattern: '^[a-z0-9]([-a-z0-9]*[a-z0-9])?$' } } },
  },
};

const deploymentSchema = {
  type: 'object',
  required: ['spec'],
  properties: {
    spec: {
      type: 'object',
      required: ['replicas', 'selector', 'template'],
      properties: {
        replicas: { type: 'integer', minimum: 2 },
        template: {
          type: 'object',
          required: ['spec'],
          properties: {
            spec: {
              type: 'object',
              required: ['terminationGracePeriodSeconds', 'securityContext', 'containers'],
              properties: {
                securityContext: { type: 'object', required: ['runAsNonRoot'], properties: { runAsNonRoot: { const: true } } },
                containers: {
                  type: 'array',
                  minItems: 1,
                  items: {
                    type: 'object',
                    required: ['name', 'image', 'ports', 'readinessProbe', 'livenessProbe', 'envFrom'],
                    properties: { readinessProbe: probe('/readyz'), livenessProbe: probe('/healthz') },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
};

describe('deployment files', () => {
  const ajv = new Ajv({ allErrors: true });
  const validResource = ajv.compile(resourceSchema);
  const validDeployment = ajv.compile(deploymentSchema);

  it('Kubernetes manifests: valid resources, probes on /readyz and /healthz, a grace period past the drain, documented settings', () => {
    const documents = parseAllDocuments(read('deploy/kubernetes/paraphe.yaml')).map((document) => {
      expect(document.errors).toEqual([]);
      return document.toJSON();
    });
    for (const resource of documents) expect([resource.kind, validResource(resource) ? [] : validResource.errors]).toEqual([resource.kind, []]);
    const deployment = documents.find((resource) => resource.kind === 'Deployment');
    expect(validDeployment(deployment) ? [] : validDeployment.errors).toEqual([]);

    const config = documents.find((resource) => resource.kind === 'ConfigMap').data as Record<string, string>;
    expect(Object.keys(config).filter((name) => !documentedSettings.has(name))).toEqual([]);
    const pod = deployment.spec.template.spec;
    const preStopSeconds = Number(pod.containers[0].lifecycle?.preStop?.exec?.command?.[1] ?? 0);
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(Number(config.SHUTDOWN_TIMEOUT_S) + preStopSeconds);
    const ports = pod.containers[0].ports.map((port: { name: string; containerPort: number }) => [port.name, port.containerPort]);
    expect(ports).toEqual(
      expect.arrayContaining([
        ['http', Number(config.PORT)],
        ['metrics', Number(config.METRICS_PORT)],
      ]),
    );
    expect(deployment.spec.selector.matchLabels).toEqual(deployment.spec.template.metadata.labels);
    const service = documents.find((resource) => resource.kind === 'Service');
    expect(service.spec.selector).toEqual(deployment.spec.template.metadata.labels);
  });

  it('docker-compose: two instances behind nginx with WebSocket upgrade, stopped after their drain', () => {
    const compose = parse(read('docker-compose.yml'), { merge: true });
    const apps = Object.keys(compose.services).filter((name) => name.startsWith('app-'));
    expect(apps).toHaveLength(2);
    const nginx = read('deploy/nginx.conf');
    for (const app of apps) {
      const service = compose.services[app];
      expect(nginx).toMatch(new RegExp(`server ${app}:${service.environment.PORT}[ ;]`));
      expect(Object.keys(service.environment).filter((name) => !documentedSettings.has(name))).toEqual([]);
      expect(Number.parseInt(service.stop_grace_period, 10)).toBeGreaterThan(Number(service.environment.SHUTDOWN_TIMEOUT_S));
      expect(service.healthcheck.test.join(' ')).toContain('/readyz');
    }
    expect(nginx).toMatch(/proxy_set_header Upgrade \$http_upgrade;/);
    expect(nginx).toMatch(/proxy_set_header Connection \$connection_upgrade;/);
    expect(compose.services.nginx.volumes).toContain('./deploy/nginx.conf:/etc/nginx/conf.d/default.conf:ro');
  });

  it('every server process starts with the same V8 flags: the image (and so compose and Kubernetes), npm run start:compiled and the benchmarks', () => {
    const command = JSON.parse(/^CMD (\[.*\])$/m.exec(read('Dockerfile'))![1]) as string[];
    expect(command).toEqual(['node', ...SERVER_NODE_FLAGS, 'server-dist/main.js']);
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(scripts['start:compiled']).toBe(['node', ...SERVER_NODE_FLAGS, 'server-dist/main.js'].join(' '));
    for (const name of ['bench', 'bench:check']) expect(scripts[name]).toContain(['node', ...SERVER_NODE_FLAGS, '--import tsx bench/run.ts'].join(' '));
    // The instances of compose and Kubernetes run the image's own command.
    const compose = parse(read('docker-compose.yml'), { merge: true });
    const apps = Object.entries(compose.services).filter(([name]) => name.startsWith('app-'));
    expect(apps.map(([, service]) => (service as Record<string, unknown>).command ?? (service as Record<string, unknown>).entrypoint ?? null)).toEqual([
      null,
      null,
    ]);
    const containers = parseAllDocuments(read('deploy/kubernetes/paraphe.yaml'))
      .map((document) => document.toJS())
      .filter((resource) => resource?.kind === 'Deployment')
      .flatMap((deployment) => deployment.spec.template.spec.containers);
    expect(containers.map((container: Record<string, unknown>) => container.command ?? container.args ?? null)).toEqual([null]);
  });
});
